// SPDX-License-Identifier: GPL-2.0
/// Turn a ->nopage() handler into a page lookup for AVC_DEFINE_FAULT_PAGE().
///
/// 2.6.23 replaced ->nopage(vma, address, int *type) by ->fault(), whose
/// form changed again in 2.6.26, 4.10, 4.11 and 4.17.  avcompat's
/// AVC_DEFINE_FAULT_PAGE(name, lookup) defines whichever handler the kernel
/// calls around a lookup "struct page *lookup(vma, address)" that returns
/// the page to map or NULL (SIGBUS); the wrapper takes the page reference
/// itself.  So the handler
///     static struct page *fn(struct vm_area_struct *vma,
///                            unsigned long address, int *type)
/// loses its type parameter and every "*type = ..." (also under
/// "if (type)"), returns NULL where it returned NOPAGE_SIGBUS or
/// NOPAGE_OOM, and drops its own get_page()/page_cache_get() of the page
/// it returns.  AVC_DEFINE_FAULT_PAGE(fn_fault, fn) is added right before
/// the first vm_operations_struct that installs the handler (the lookup is
/// declared there, whatever the order of the file), and ".nopage = fn"
/// becomes AVC_VM_OPS_FAULT(fn_fault).  Direct calls fn(vma, address,
/// type) lose their third argument.  The 2.4 form ->nopage(vma, address,
/// int write_access) is converted the same way when the handler does not
/// use write_access.  Only handlers installed with ".nopage = fn" in a
/// vm_operations_struct of the same file are touched.
///
/// Not converted (and reported by scripts/cocci-apply): a handler whose
/// type parameter is used other than by assignment through it (passed on,
/// read), NOPAGE_REFAULT, and ->nopfn() handlers.  The
/// distinction between out of memory and SIGBUS is lost (the lookup has
/// only NULL); a handler that really allocates should be rewritten with
/// avcompat's insert-style AVC_FAULT_ARGS() by hand.
//
// Confidence: High for handlers of the shape above
// Options: --include-headers --local-includes --include-headers-for-types

@initialize:python@
@@
allx = {}
okx = set()
defined = set()

def pos(p):
    return (p[0].file, p[0].line, p[0].column)

@ops@
identifier o, fn;
@@
struct vm_operations_struct o = { ..., .nopage = fn, ... };

@np@
identifier ops.fn, vma, address, x;
type T;
position pf;
@@
struct page *fn@pf(struct vm_area_struct *vma, unsigned long address, T x)
{
  ...
}

@xall@
identifier np.x;
position p;
@@
x@p

@script:python@
x << np.x;
p << xall.p;
@@
allx.setdefault((p[0].file, p[0].current_element, x), set()).add(pos(p))

@xok1@
identifier np.x;
expression E;
position a, b;
@@
(
if (x@a) *x@b = E;
|
if (x@a) { *x@b = E; }
)

@script:python@
a << xok1.a;
b << xok1.b;
@@
okx.add(pos(a))
okx.add(pos(b))

@xok2@
identifier np.x;
expression E;
position b;
@@
 *x@b = E

@script:python@
b << xok2.b;
@@
okx.add(pos(b))

// The handlers to convert: h, with the fault handler's name in fault.
@script:python ok@
fn << ops.fn;
x << np.x;
T << np.T;
pf << np.pf;
h;
fault;
@@
uses = allx.get((pf[0].file, fn, x), set())
if T.replace(' ', '') not in ('int*', 'int') or uses - okx:
    cocci.include_match(False)
else:
    coccinelle.h = cocci.make_ident(fn)
    coccinelle.fault = cocci.make_ident(fn + '_fault')

@@
identifier ok.h, np.x;
expression E;
@@
h(...) {
<...
(
- if (x)
-   *x = E;
|
- if (x) {
-   *x = E;
- }
)
...>
}

@@
identifier ok.h, np.x;
expression E;
@@
h(...) {
<...
- *x = E;
...>
}

@@
identifier ok.h;
@@
h(...) {
<...
(
- NOPAGE_SIGBUS
+ NULL
|
- NOPAGE_OOM
+ NULL
)
...>
}

// the wrapper takes the reference on the page the lookup returns
@@
identifier ok.h, pg;
@@
h(...) {
<...
(
- get_page(pg);
|
- page_cache_get(pg);
)
...
return pg;
...>
}

@def@
identifier ok.h, np.x;
identifier vma, address;
type T;
@@
struct page *h(struct vm_area_struct *vma, unsigned long address
- , T x
  )
{
  ...
}

// Coccinelle updates the prototype with the definition; these catch the
// forward declarations it does not.
@@
identifier ok.h;
identifier vma, address, x;
type T1, T2, T3;
@@
static struct page *h(T1 vma, T2 address
- , T3 x
  );

@@
identifier ok.h;
type T1, T2, T3;
@@
static struct page *h(T1, T2
- , T3
  );

@@
identifier ok.h;
expression V, A, E;
@@
h(V, A
- , E
  )

@@
identifier ops.o, ok.h, ok.fault;
@@
struct vm_operations_struct o = {
  ...,
- .nopage = h,
+ AVC_VM_OPS_FAULT(fault),
  ...
};

// The fault handler goes right before the first vm_operations_struct that
// installs it: the lookup is declared there, whatever the file's order.
@script:python@
o << ops.o;
h << ok.h;
pf << np.pf;
@@
if (pf[0].file, h) in defined:
    cocci.include_match(False)
else:
    defined.add((pf[0].file, h))

@@
identifier ops.o, ok.h, ok.fault;
declarer name AVC_DEFINE_FAULT_PAGE;
@@
+AVC_DEFINE_FAULT_PAGE(fault, h);
+
 struct vm_operations_struct o = { ... };
