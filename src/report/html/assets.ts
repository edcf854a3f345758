/**
 * The inline CSS and JS of the HTML report. The script is plain browser JavaScript kept as a
 * string (it runs in the page, not in Node); the CSP allows exactly this script by its hash.
 * Everything taken from a capture reaches the page through textContent, never as markup.
 */

export const STYLES = String.raw`
:root{--bg:#fff;--fg:#1f2328;--muted:#656d76;--line:#d0d7de;--panel:#f6f8fa;--client:#ddf4ff;--server:#fbefff;--unknown:#eef1f4;
--err:#cf222e;--warn:#9a6700;--info:#0969da;--hl:#fff8c5;--link:#0969da}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#8d96a0;--line:#30363d;--panel:#161b22;--client:#0c2d4a;--server:#2e1a3a;--unknown:#1f242b;
--err:#ff7b72;--warn:#d29922;--info:#58a6ff;--hl:#4b3f00;--link:#58a6ff}}
*{box-sizing:border-box}
[hidden]{display:none!important}
html,body{margin:0;height:100%;background:var(--bg);color:var(--fg);font:13px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif}
.app{display:flex;height:100vh}
.files{width:260px;flex:none;border-right:1px solid var(--line);overflow:auto;background:var(--panel)}
.files h1{font-size:14px;margin:10px 12px}
.files .meta{color:var(--muted);margin:0 12px 8px;font-size:12px}
.filefilter{display:block;margin:0 12px 8px;font:inherit;color:var(--muted)}input.filefilter{width:calc(100% - 24px);padding:2px 6px;color:var(--fg)}
.file{display:block;width:100%;text-align:left;border:0;border-top:1px solid var(--line);background:none;color:inherit;padding:6px 12px;cursor:pointer;font:inherit}
.file:hover{background:var(--bg)}.file.current{background:var(--bg);font-weight:600}
.file .p{word-break:break-all}.file .c{color:var(--muted);font-size:12px;font-weight:400}
.main{flex:1;display:flex;flex-direction:column;min-width:0}
.head{padding:8px 14px;border-bottom:1px solid var(--line)}
.head h2{font-size:15px;margin:0 0 4px;word-break:break-all}
.facts{display:flex;flex-wrap:wrap;gap:4px 18px;color:var(--muted)}.facts b{color:var(--fg);font-weight:600}
.ferror{color:var(--err);margin-top:4px}
.coverage{margin-top:6px;font-size:12px}.coverage summary{cursor:pointer}.coverage p{margin:4px 0;overflow-wrap:anywhere}.coverage .means{color:var(--muted)}
.aside{margin-top:6px}.aside summary{cursor:pointer}.aside ul{margin:4px 0;padding-left:18px;max-height:160px;overflow:auto}
.bar{display:flex;flex-wrap:wrap;gap:6px 14px;align-items:center;padding:6px 14px;border-bottom:1px solid var(--line);background:var(--panel)}
.bar label{white-space:nowrap}.bar input[type=search]{width:220px;font:inherit;padding:2px 6px}
.bar select{font:inherit;max-width:260px}.bar .count{color:var(--muted);margin-left:auto}
.cols{display:grid;grid-template-columns:1fr 92px 1fr;padding:4px 14px;color:var(--muted);font-weight:600;border-bottom:1px solid var(--line)}
.cols div:last-child{text-align:right}.cols div:nth-child(2){text-align:center}
.scroller{flex:1;overflow:auto;position:relative;contain:strict}
.spacer{position:relative;width:100%}
.row{position:absolute;left:0;right:0;display:grid;grid-template-columns:1fr 92px 1fr;padding:3px 14px}
.gut{grid-column:2;text-align:center;color:var(--muted);font-size:12px;padding-top:6px}
.gut a{color:var(--muted)}
.card{border:1px solid var(--line);border-radius:6px;padding:5px 8px;min-width:0;overflow-wrap:anywhere}
.row.c .card{grid-column:1;grid-row:1;background:var(--client);margin-right:6px}
.row.s .card{grid-column:3;grid-row:1;background:var(--server);margin-left:6px}
.row.x .card{grid-column:1/4;grid-row:2;background:var(--unknown);margin:0 18%}
.row.x .gut{grid-row:1;padding:0}
.row.sel .card{outline:2px solid var(--link)}
.row.flash .card{background:var(--hl)}
.top{display:flex;flex-wrap:wrap;gap:2px 8px;align-items:baseline}
.kind{font-size:11px;font-weight:700;text-transform:uppercase;letter-spacing:.03em;color:var(--muted)}
.kind.e,.kind.u,.kind.i{color:var(--err)}
.method{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-weight:600}
.detail{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
.id,.who,.time{color:var(--muted);font-size:12px}
.lnk{color:var(--link);cursor:pointer;background:none;border:0;padding:0;font:inherit;text-decoration:underline}
.unans{color:var(--warn);font-weight:600}
.f{margin-top:4px;padding:3px 6px;border-left:3px solid var(--info);background:var(--bg)}
.f.error{border-color:var(--err)}.f.warning{border-color:var(--warn)}
.sev{font-weight:700;font-size:11px;text-transform:uppercase}.sev.error{color:var(--err)}.sev.warning{color:var(--warn)}.sev.info{color:var(--info)}
.rule{font-family:ui-monospace,monospace;font-size:12px}
.exp{color:var(--muted);font-size:11px}
.f details{font-size:12px;color:var(--muted)}.f details p{margin:2px 0}.f summary,.body summary{cursor:pointer;color:var(--muted);font-size:12px}
.body pre{margin:4px 0 0;max-height:420px;overflow:auto;font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre-wrap;background:var(--bg);padding:4px;border-radius:4px}
.empty{padding:24px;color:var(--muted)}
li.flash{background:var(--hl)}
.noscript{padding:20px}
`;

export const CLIENT_SCRIPT = String.raw`(function(){
'use strict';
var K=0,SIDE=1,INF=2,LINE=3,END=4,METH=5,ID=6,BATCH=7,TIME=8,ANS=9,ANSBY=10,LAT=11,UNANS=12,BODY=13,BLEN=14,FIND=15,SESS=16,DETAIL=17;
var KIND_NAMES={q:'request',n:'notification',r:'result',e:'error',i:'invalid',u:'unparsed'};
var SOURCE_NAMES={pinned:'pinned by the run',initialize:"from the server's initialize answer",'initialize-request':"from the client's initialize request (not answered)",meta:'from _meta protocolVersion',header:'from the MCP-Protocol-Version header',none:'nothing in the capture says'};
var EST=64,OVERSCAN=600;
function el(tag,cls,text){var e=document.createElement(tag);if(cls)e.className=cls;if(text!=null)e.textContent=String(text);return e;}
function readJson(id){var node=document.getElementById(id);return node?JSON.parse(node.textContent):null;}
function linkFor(path,line){var p=path.split('/').map(encodeURIComponent).join('/');return '#'+p+(line!=null?'/'+line:'');}
function fmtMs(ms){return ms<1000?Math.round(ms)+' ms':(ms/1000).toFixed(ms<10000?2:1)+' s';}
function plural(n,word){return n+' '+word+(n===1?'':'s');}
function idText(id){return id===null?'':'id '+JSON.stringify(id);}
// One requirement-coverage block: the headline as the summary, the ids by status inside (collapsed).
function coverageBlock(c){var det=el('details','coverage');det.appendChild(el('summary',null,c.headline));
  c.statuses.forEach(function(s){var p=el('p');p.appendChild(el('b',null,s.label+' ('+s.ids.length+')'));p.appendChild(el('span','means',' '+s.means+': '));p.appendChild(document.createTextNode(s.ids.join(', ')));det.appendChild(p);});
  return det;}

var index=readJson('mcl-index');
var cache={};
var state=null;
var app=el('div','app');
var side=el('nav','files');
var main=el('main','main');
app.appendChild(side);app.appendChild(main);
document.body.appendChild(app);

side.appendChild(el('h1',null,index.title));
var totals={e:0,w:0,fr:0};
index.files.forEach(function(f){totals.e+=f.findings.error;totals.w+=f.findings.warning;totals.fr+=f.frames;});
side.appendChild(el('div','meta',plural(index.files.length,'capture')+', '+plural(totals.fr,'frame')+', '+plural(totals.e,'error')+', '+plural(totals.w,'warning')+(index.version?' · mcp-capture-lint '+index.version:'')+(index.generatedAt?' · '+index.generatedAt:'')));
(index.coverage||[]).forEach(function(c){var b=coverageBlock(c);b.classList.add('run-coverage');side.appendChild(b);});
if(index.files.length>5){
  var ff=document.createElement('input');ff.type='search';ff.id='file-filter';ff.className='filefilter';ff.placeholder='filter files…';
  var onlyBad=el('label','filefilter');var ob=document.createElement('input');ob.type='checkbox';ob.id='files-with-findings';onlyBad.appendChild(ob);onlyBad.appendChild(document.createTextNode(' only files with errors or warnings'));
  var refilter=function(){var q=ff.value.toLowerCase();fileButtons.forEach(function(b,i){var f=index.files[i];
    b.hidden=(q!==''&&f.path.toLowerCase().indexOf(q)<0)||(ob.checked&&!f.error&&f.findings.error+f.findings.warning===0);});};
  ff.addEventListener('input',refilter);ob.addEventListener('change',refilter);
  side.appendChild(ff);side.appendChild(onlyBad);
}
var fileButtons=index.files.map(function(f,i){
  var b=el('button','file');b.type='button';b.setAttribute('data-file',String(i));
  b.appendChild(el('div','p',f.path));
  var c=f.error?'not checked: '+f.error:(f.revision||'revision unknown')+' · '+plural(f.frames,'frame')+' · '+plural(f.findings.error,'error')+' · '+plural(f.findings.warning,'warning')+(f.findings.info?' · '+f.findings.info+' info':'')+(f.unanswered?' · '+f.unanswered+' unanswered':'');
  b.appendChild(el('div','c',c));
  b.addEventListener('click',function(){location.hash=linkFor(f.path);});
  side.appendChild(b);return b;
});
if(index.files.length===0)main.appendChild(el('div','empty','No captures in this run.'));

function load(i){if(!cache[i])cache[i]=readJson('mcl-capture-'+i);return cache[i];}

function route(){
  var raw=location.hash.slice(1);
  if(!raw){if(index.files.length&&!state)open(0,null);return;}
  var parts=raw.split('/').map(function(s){try{return decodeURIComponent(s);}catch(e){return s;}});
  var whole=parts.join('/'),line=null,fi=-1;
  fi=findFile(whole);
  if(fi<0&&parts.length>1&&/^\d+$/.test(parts[parts.length-1])){fi=findFile(parts.slice(0,-1).join('/'));if(fi>=0)line=Number(parts[parts.length-1]);}
  if(fi<0){if(!state&&index.files.length)open(0,null);return;}
  if(!state||state.fileIndex!==fi)open(fi,line);else if(line!=null)gotoLine(line);
}
function findFile(p){for(var i=0;i<index.files.length;i++)if(index.files[i].path===p)return i;return -1;}

function open(fi,line){
  var data=load(fi);
  fileButtons.forEach(function(b,i){b.classList.toggle('current',i===fi);});
  while(main.firstChild)main.removeChild(main.firstChild);
  state={fileIndex:fi,data:data,rows:data.rows,vis:null,pos:null,heights:null,offsets:null,dirty:true,rendered:new Map(),openBodies:new Set(),openWhy:new Set(),selected:-1,
    filter:{sev:{error:true,warning:true,info:true,none:true},rule:'',dir:{c:true,s:true,x:true},unanswered:false,q:''}};
  var seen=new Set();for(var i=0;i<data.rows.length&&seen.size<2;i++)seen.add(data.rows[i][SESS]);state.sessions=seen.size;
  main.appendChild(header(data));
  if(data.error&&data.rows.length===0){main.appendChild(el('div','empty','This file could not be checked: '+data.error));return;}
  main.appendChild(filterBar(data));
  var cols=el('div','cols');cols.appendChild(el('div',null,'client'));cols.appendChild(el('div',null,'line · time'));cols.appendChild(el('div',null,'server'));
  main.appendChild(cols);
  var scroller=el('div','scroller');scroller.id='timeline';
  var spacer=el('div','spacer');scroller.appendChild(spacer);main.appendChild(scroller);
  state.scroller=scroller;state.spacer=spacer;
  scroller.addEventListener('scroll',schedule,{passive:true});
  scroller.addEventListener('click',onTimelineClick);
  scroller.addEventListener('toggle',onToggle,true);
  applyFilter();
  if(line!=null)gotoLine(line);
}

function header(d){
  var h=el('section','head');h.appendChild(el('h2',null,d.path));
  var facts=el('div','facts');
  function fact(label,value){var s=el('span');s.appendChild(document.createTextNode(label+' '));s.appendChild(el('b',null,value));facts.appendChild(s);}
  fact('revision',d.revision?d.revision+' ('+(SOURCE_NAMES[d.revisionSource]||d.revisionSource)+')':'unknown ('+(SOURCE_NAMES[d.revisionSource]||d.revisionSource)+')');
  if(d.judgedAgainst)fact('judged against',d.judgedAgainst.revisions.join(', ')+(d.judgedAgainst.reasons.length?' ('+d.judgedAgainst.reasons.join('; ')+')':' (nothing names the revision)'));
  (d.comparisons||[]).forEach(function(x){fact('beside, under '+x.revision,plural(x.errors,'error')+', '+plural(x.warnings,'warning')+', '+x.info+' info; '+x.added+' only there, '+x.gone+' no longer'+(x.rules.length?' (e.g. '+x.rules.join(', ')+')':''));});
  if(d.format)fact('format',d.format);
  function peerText(p){return p?[p.name,p.version].filter(Boolean).join(' '):'not seen';}
  fact('client',peerText(d.client));fact('server',peerText(d.server));
  if(d.requestedVersion||d.negotiatedVersion)fact('versions',(d.requestedVersion||'?')+' asked → '+(d.negotiatedVersion||'?')+' answered');
  var c=d.counts;
  fact('frames',String(c.frames));
  fact('messages',plural(c.requests,'request')+', '+plural(c.notifications,'notification')+', '+plural(c.results,'result')+', '+plural(c.errors,'error response')+(c.invalid?', '+c.invalid+' invalid':'')+(c.unparsed?', '+c.unparsed+' unparsed':''));
  fact('findings',plural(c.findings.error,'error')+', '+plural(c.findings.warning,'warning')+', '+c.findings.info+' info');
  if(c.unanswered)fact('unanswered',String(c.unanswered));
  if(d.expectations)fact('golden file',d.expectations.path?d.expectations.path+': '+d.expectations.expected+' expected, '+d.expectations.new+' new, '+d.expectations.stale+' stale':'none ('+d.expectations.new+' new)');
  if(c.inferredSenders)fact('senders inferred',String(c.inferredSenders));
  if(c.truncatedBodies)fact('bodies cut',String(c.truncatedBodies));
  h.appendChild(facts);
  (d.coverage||[]).forEach(function(c){h.appendChild(coverageBlock(c));});
  if(d.error)h.appendChild(el('div','ferror','Not fully checked: '+d.error));
  var aside=d.findings.map(function(f,i){return i;}).filter(function(i){return d.findings[i].row<0;});
  if(aside.length){
    var det=el('details','aside');det.id='set-aside';if(aside.length<=3)det.open=true;
    det.appendChild(el('summary',null,aside.length+' set aside: findings outside the frames (stray output, file notes)'));
    var ul=el('ul');
    aside.forEach(function(i){var f=d.findings[i];var li=el('li');li.setAttribute('data-finding',String(i));li.setAttribute('data-line',String(f.line));
      var a=el('a',null,'line '+f.line);a.href=linkFor(d.path,f.line);li.appendChild(a);li.appendChild(document.createTextNode(' '));
      li.appendChild(findingBox(d,i,false));ul.appendChild(li);});
    det.appendChild(ul);h.appendChild(det);
  }
  return h;
}

function filterBar(d){
  var bar=el('div','bar');bar.id='filters';
  function check(group,key,label,obj){var l=el('label');var i=document.createElement('input');i.type='checkbox';i.checked=true;i.setAttribute('data-filter',group+':'+key);
    i.addEventListener('change',function(){obj[key]=i.checked;applyFilter();});l.appendChild(i);l.appendChild(document.createTextNode(' '+label));bar.appendChild(l);}
  var f=state.filter;
  bar.appendChild(el('span',null,'show:'));
  check('sev','error','errors',f.sev);check('sev','warning','warnings',f.sev);check('sev','info','info',f.sev);check('sev','none','frames without findings',f.sev);
  bar.appendChild(el('span',null,'|'));
  check('dir','c','client',f.dir);check('dir','s','server',f.dir);check('dir','x','unknown sender',f.dir);
  var ul=el('label');var ui=document.createElement('input');ui.type='checkbox';ui.setAttribute('data-filter','unanswered');ui.addEventListener('change',function(){f.unanswered=ui.checked;applyFilter();});
  ul.appendChild(ui);ul.appendChild(document.createTextNode(' only unanswered'));bar.appendChild(ul);
  var sel=document.createElement('select');sel.id='rule-filter';var counts={};
  d.findings.forEach(function(x){counts[x.rule]=(counts[x.rule]||0)+1;});
  var o=el('option',null,'all rules');o.value='';sel.appendChild(o);
  Object.keys(counts).sort().forEach(function(r){var op=el('option',null,r+' ('+counts[r]+')');op.value=r;sel.appendChild(op);});
  sel.addEventListener('change',function(){f.rule=sel.value;applyFilter();});bar.appendChild(sel);
  var q=document.createElement('input');q.type='search';q.id='search';q.placeholder='search method, id, body, finding…';
  var t=0;q.addEventListener('input',function(){clearTimeout(t);t=setTimeout(function(){f.q=q.value;applyFilter();},150);});
  q.addEventListener('keydown',function(e){if(e.key==='Enter'){clearTimeout(t);f.q=q.value;applyFilter();if(state.vis.length)scrollToPos(0,true);}});
  bar.appendChild(q);
  var count=el('span','count');count.id='match-count';bar.appendChild(count);state.countEl=count;
  return bar;
}

function rowMatches(r,i,f,d,re){
  var dir=r[SIDE]===''?'x':r[SIDE];if(!f.dir[dir])return false;
  if(f.unanswered&&!r[UNANS])return false;
  var fs=r[FIND];
  if(f.rule){if(!fs)return false;var hit=false;for(var j=0;j<fs.length;j++)if(d.findings[fs[j]].rule===f.rule&&f.sev[d.findings[fs[j]].severity]){hit=true;break;}if(!hit)return false;}
  else if(fs){var any=false;for(var k=0;k<fs.length;k++)if(f.sev[d.findings[fs[k]].severity]){any=true;break;}if(!any)return false;}
  else if(!f.sev.none)return false;
  if(re){
    if(re.test(r[BODY]))return true;
    if(r[METH]>=0&&re.test(d.methods[r[METH]]))return true;
    if(r[DETAIL]!=null&&re.test(r[DETAIL]))return true;
    if(r[ID]!==null&&re.test(String(r[ID])))return true;
    if(re.test('line '+r[LINE]))return true;
    if(fs)for(var m=0;m<fs.length;m++){var x=d.findings[fs[m]];if(re.test(x.message)||re.test(x.rule))return true;}
    return false;
  }
  return true;
}

function applyFilter(){
  var d=state.data,rows=state.rows,f=state.filter;
  var re=f.q?new RegExp(f.q.replace(/[.*+?^$(){}|[\]\\]/g,'\\$&'),'i'):null;
  var vis=new Int32Array(rows.length),n=0;
  var pos=new Int32Array(rows.length).fill(-1);
  var all=!re&&!f.rule&&!f.unanswered&&f.sev.error&&f.sev.warning&&f.sev.info&&f.sev.none&&f.dir.c&&f.dir.s&&f.dir.x;
  if(all){for(var a=0;a<rows.length;a++){pos[a]=a;vis[a]=a;}n=rows.length;}
  else for(var i=0;i<rows.length;i++)if(rowMatches(rows[i],i,f,d,re)){pos[i]=n;vis[n++]=i;}
  state.vis=vis.subarray(0,n);state.pos=pos;
  var h=new Float32Array(n),oldH=state.rowHeights||(state.rowHeights=new Float32Array(rows.length));
  for(var j=0;j<n;j++)h[j]=oldH[state.vis[j]]||estimate(rows[state.vis[j]]);
  state.heights=h;state.offsets=new Float64Array(n+1);state.dirty=true;
  var aside=document.getElementById('set-aside');
  if(aside)Array.prototype.forEach.call(aside.querySelectorAll('li'),function(li){var x=d.findings[Number(li.getAttribute('data-finding'))];
    li.hidden=!(f.sev[x.severity]&&(!f.rule||x.rule===f.rule)&&(!re||re.test(x.message)||re.test(x.rule)));});
  state.countEl.textContent=n===rows.length?plural(rows.length,'message'):n+' of '+plural(rows.length,'message')+' shown';
  state.rendered.forEach(function(node){node.remove();});state.rendered.clear();
  state.scroller.scrollTop=0;
  render();
}
function estimate(r){var n=r[FIND]?r[FIND].length:0;return EST+n*44;}
function relayout(){
  var o=state.offsets,h=state.heights;o[0]=0;for(var i=0;i<h.length;i++)o[i+1]=o[i]+h[i];
  state.spacer.style.height=o[h.length]+'px';state.dirty=false;
}
function posAt(y){var o=state.offsets,lo=0,hi=state.heights.length-1,ans=0;while(lo<=hi){var mid=(lo+hi)>>1;if(o[mid]<=y){ans=mid;lo=mid+1;}else hi=mid-1;}return ans;}

var pending=false;
function schedule(){if(!pending){pending=true;requestAnimationFrame(function(){pending=false;render();});}}

function render(){
  if(state.dirty)relayout();
  var sc=state.scroller,top=sc.scrollTop,height=sc.clientHeight||600,n=state.heights.length;
  if(n===0){state.rendered.forEach(function(node){node.remove();});state.rendered.clear();markReady();return;}
  for(var pass=0;pass<3;pass++){
    var first=Math.max(0,posAt(top-OVERSCAN)),last=posAt(top+height+OVERSCAN);
    var keep=new Set();
    for(var p=first;p<=last&&p<n;p++){var ri=state.vis[p];keep.add(ri);
      var node=state.rendered.get(ri);
      if(!node){node=rowNode(ri);state.rendered.set(ri,node);state.spacer.appendChild(node);}
      node.style.top=state.offsets[p]+'px';}
    state.rendered.forEach(function(node,ri){if(!keep.has(ri)){node.remove();state.rendered.delete(ri);}});
    // Measure what is on screen; rows above the viewport that change height keep the view anchored.
    var anchor=posAt(top),anchorDelta=top-state.offsets[anchor],changed=false;
    state.rendered.forEach(function(node,ri){var p2=state.pos[ri];var hh=node.offsetHeight;if(hh&&Math.abs(hh-state.heights[p2])>0.5){state.heights[p2]=hh;state.rowHeights[ri]=hh;changed=true;}});
    if(!changed)break;
    relayout();
    state.rendered.forEach(function(node,ri){node.style.top=state.offsets[state.pos[ri]]+'px';});
    if(state.anchorPos!=null){anchor=state.anchorPos;anchorDelta=state.anchorDelta;}
    top=Math.max(0,state.offsets[anchor]+anchorDelta);
    if(Math.abs(sc.scrollTop-top)>0.5)sc.scrollTop=top;
  }
  markReady();
}
function markReady(){if(!document.body.hasAttribute('data-first-render')){document.body.setAttribute('data-first-render',String(Math.round(performance.now())));}}

function rowNode(ri){
  var d=state.data,r=state.rows[ri];
  var sideCls=r[SIDE]||'x';
  var node=el('div','row '+sideCls);node.setAttribute('data-row',String(ri));node.setAttribute('data-line',String(r[LINE]));
  if(ri===state.selected)node.classList.add('sel');
  var gut=el('div','gut');var a=el('a',null,'line '+r[LINE]);a.href=linkFor(d.path,r[LINE]);gut.appendChild(a);
  if(r[TIME]){var tm=r[TIME];var m=/T(\d\d:\d\d:\d\d(?:\.\d+)?)/.exec(tm);gut.appendChild(el('div','time',m?m[1]:tm));}
  node.appendChild(gut);
  var card=el('div','card');node.appendChild(card);
  var top=el('div','top');
  top.appendChild(el('span','kind '+r[K],r[BATCH]?KIND_NAMES[r[K]]+' (batch '+(r[BATCH][0]+1)+'/'+r[BATCH][1]+')':KIND_NAMES[r[K]]));
  if(r[METH]>=0)top.appendChild(el('span','method',d.methods[r[METH]]));
  if(r[DETAIL]!=null)top.appendChild(el('span','detail',r[DETAIL]));
  else if(r[ANS]>=0){var q=state.rows[r[ANS]];if(q[METH]>=0)top.appendChild(el('span','method',d.methods[q[METH]]));if(q[DETAIL]!=null)top.appendChild(el('span','detail',q[DETAIL]));}
  if(r[ID]!==null)top.appendChild(el('span','id',idText(r[ID])));
  if(r[INF]||!r[SIDE])top.appendChild(el('span','who',r[SIDE]==='c'?'client (inferred)':r[SIDE]==='s'?'server (inferred)':'sender unknown'));
  if(r[SESS]&&state.sessions>1)top.appendChild(el('span','who','session '+r[SESS]));
  card.appendChild(top);
  var link=null;
  if(r[ANSBY]>=0){var resp=state.rows[r[ANSBY]];link=el('div');var b=el('button','lnk','→ '+KIND_NAMES[resp[K]]+' at line '+resp[LINE]);b.type='button';b.setAttribute('data-jump',String(r[ANSBY]));link.appendChild(b);
    if(r[LAT]!==null)link.appendChild(document.createTextNode(' after '+fmtMs(r[LAT])));}
  else if(r[ANS]>=0){var req=state.rows[r[ANS]];link=el('div');var b2=el('button','lnk','↩ answers the request at line '+req[LINE]);b2.type='button';b2.setAttribute('data-jump',String(r[ANS]));link.appendChild(b2);
    if(r[LAT]!==null)link.appendChild(document.createTextNode(' ('+fmtMs(r[LAT])+')'));}
  else if(r[UNANS]){link=el('div','unans','unanswered: no response in the capture'+(typeof r[UNANS]==='string'?' ('+r[UNANS]+')':''));}
  else if((r[K]==='r'||r[K]==='e')&&r[ID]!==null){link=el('div','unans','no request with this id in the capture');}
  if(link)card.appendChild(link);
  if(r[FIND])r[FIND].forEach(function(fi){card.appendChild(findingBox(d,fi,true));});
  var body=el('details','body');body.setAttribute('data-body',String(ri));
  var size=r[BLEN];body.appendChild(el('summary',null,'body ('+size+' chars'+(r[BODY].length<size?', first '+r[BODY].length+' shown':'')+')'));
  if(state.openBodies.has(ri)){body.open=true;body.appendChild(bodyPre(r));}
  card.appendChild(body);
  return node;
}
function bodyPre(r){
  var text=r[BODY];
  if(text.length===r[BLEN]){try{text=JSON.stringify(JSON.parse(text),null,2);}catch(e){}}
  return el('pre',null,text);
}
function findingBox(d,fi,inRow){
  var f=d.findings[fi];var box=el('div','f '+f.severity);box.setAttribute('data-finding',String(fi));
  box.appendChild(el('span','sev '+f.severity,f.severity));box.appendChild(document.createTextNode(' '));
  box.appendChild(el('span','rule',f.rule));
  if(f.path)box.appendChild(el('span','rule',' at '+f.path));
  if(f.expectation)box.appendChild(el('span','exp',' ('+(f.expectation==='expected'?'expected by the golden file'+(f.movedFrom?', moved from line '+f.movedFrom+' to '+f.line:''):'new')+')'));
  box.appendChild(el('div',null,f.message));
  var info=d.rules[f.rule];
  if(info){var det=el('details');det.setAttribute('data-why',String(fi));if(inRow&&state&&state.openWhy.has(fi))det.open=true;
    det.appendChild(el('summary',null,'why it matters · what to do'));
    det.appendChild(el('p',null,'Why: '+info.why));det.appendChild(el('p',null,'Instead: '+info.instead));
    if(/^https:\/\//.test(info.spec)){var a=el('a',null,info.spec);a.href=info.spec;a.target='_blank';a.rel='noopener noreferrer';var p=el('p');p.appendChild(a);det.appendChild(p);}
    box.appendChild(det);}
  return box;
}

function onToggle(e){
  var t=e.target;if(!t||t.tagName!=='DETAILS')return;
  var rb=t.getAttribute('data-body');
  if(rb!=null){var ri=Number(rb);if(t.open){state.openBodies.add(ri);if(!t.querySelector('pre'))t.appendChild(bodyPre(state.rows[ri]));}else state.openBodies.delete(ri);}
  var w=t.getAttribute('data-why');if(w!=null){if(t.open)state.openWhy.add(Number(w));else state.openWhy.delete(Number(w));}
  keepAnchor(t);
}
function keepAnchor(t){
  var rowEl=t.closest('.row');if(!rowEl)return;var ri=Number(rowEl.getAttribute('data-row'));
  state.anchorPos=posAt(state.scroller.scrollTop);state.anchorDelta=state.scroller.scrollTop-state.offsets[state.anchorPos];
  if(state.pos[ri]<state.anchorPos){state.anchorPos=null;}
  render();state.anchorPos=null;
}
function onTimelineClick(e){
  var t=e.target;
  var j=t.closest?t.closest('[data-jump]'):null;
  if(j){e.preventDefault();var target=Number(j.getAttribute('data-jump'));select(target,true);history.replaceState(null,'',linkFor(state.data.path,state.rows[target][LINE]));return;}
  var rowEl=t.closest?t.closest('.row'):null;
  if(rowEl&&!t.closest('a')&&!t.closest('summary')&&!t.closest('pre')){var ri=Number(rowEl.getAttribute('data-row'));select(ri,false);history.replaceState(null,'',linkFor(state.data.path,state.rows[ri][LINE]));}
}
function select(ri,jump){
  if(state.selected>=0){var old=state.rendered.get(state.selected);if(old)old.classList.remove('sel');}
  state.selected=ri;
  if(jump){
    if(state.pos[ri]<0){resetFilters();}
    scrollToPos(state.pos[ri],true);
  }
  var node=state.rendered.get(ri);if(node)node.classList.add('sel');
}
function resetFilters(){
  var f=state.filter;f.sev={error:true,warning:true,info:true,none:true};f.dir={c:true,s:true,x:true};f.rule='';f.q='';f.unanswered=false;
  Array.prototype.forEach.call(document.querySelectorAll('#filters input[type=checkbox]'),function(i){i.checked=i.getAttribute('data-filter')!=='unanswered';});
  document.getElementById('rule-filter').value='';document.getElementById('search').value='';
  applyFilter();
}
function scrollToPos(p,flash){
  if(p<0||p>=state.heights.length)return;
  var ri=state.vis[p];
  for(var i=0;i<4;i++){
    if(state.dirty)relayout();
    var target=Math.max(0,state.offsets[p]-Math.min(120,state.scroller.clientHeight/4));
    state.scroller.scrollTop=target;state.anchorPos=p;state.anchorDelta=target-state.offsets[p];
    render();state.anchorPos=null;
    if(Math.abs(state.scroller.scrollTop-Math.max(0,state.offsets[p]-Math.min(120,state.scroller.clientHeight/4)))<1)break;
  }
  state.selected=ri;
  state.rendered.forEach(function(node,k){node.classList.toggle('sel',k===ri);});
  if(flash){var node=state.rendered.get(ri);if(node){node.classList.add('flash');setTimeout(function(){node.classList.remove('flash');},1500);}}
}
function gotoLine(line){
  var rows=state.rows,lo=0,hi=rows.length-1,best=-1;
  while(lo<=hi){var mid=(lo+hi)>>1;if(rows[mid][LINE]<=line){best=mid;lo=mid+1;}else hi=mid-1;}
  if(best<0)best=0;
  while(best>0&&rows[best-1][LINE]===rows[best][LINE])best--;
  var aside=document.getElementById('set-aside');
  if(aside){var li=aside.querySelector('li[data-line="'+line+'"]');if(li&&rows[best][END]<line){aside.open=true;li.scrollIntoView({block:'nearest'});li.classList.add('flash');}}
  if(rows.length===0)return;
  if(state.pos[best]<0)resetFilters();
  scrollToPos(state.pos[best],true);
}

window.addEventListener('hashchange',route);
window.addEventListener('resize',function(){if(state&&state.scroller)schedule();});
route();
})();
`;
