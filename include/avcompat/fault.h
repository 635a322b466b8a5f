/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - one way to write a fault handler for every era.
 *
 * Drivers that map lazily fill pages in from a fault handler, whose form
 * changed five times: ->nopage(vma, address, write_access) (2.4),
 * ->nopage(vma, address, int *type) (2.6), ->fault(vma, vmf) (2.6.23),
 * vmf->address for vmf->virtual_address (4.10), ->fault(vmf) (4.11), and
 * a vm_fault_t return (4.17; __bitwise from 5.1, so returning an errno is
 * a sparse error).  Two styles are offered:
 *
 *  - page style, every era: write
 *	static struct page *my_page(struct vm_area_struct *vma,
 *				    unsigned long address);
 *    returning the page to map (or NULL for SIGBUS), then
 *	AVC_DEFINE_FAULT_PAGE(my_fault, my_page);
 *	static const struct vm_operations_struct my_vm_ops = {
 *		AVC_VM_OPS_FAULT(my_fault),
 *	};
 *
 *  - insert style, 2.6.23 and later: write
 *	static avc_vm_fault_t my_fault(AVC_FAULT_ARGS(vmf))
 *	{
 *		return avc_vmf_insert_pfn(avc_vmf_vma(vmf),
 *					  avc_vmf_address(vmf), pfn);
 *	}
 *    with VM_PFNMAP (for pfns) or VM_MIXEDMAP (for pages) set in ->mmap.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/version.h>
#include <avcompat/pfn.h>
#include <linux/errno.h>
#include <linux/mm.h>

#ifndef _AVCOMPAT_FAULT_H
#define _AVCOMPAT_FAULT_H

#if AVC_HAVE_VM_FAULT_T
/**
 * avc_vm_fault_t - what a fault handler returns: vm_fault_t from 4.17,
 * int before.  A macro, so it names the kernel's own type where it exists.
 */
#define avc_vm_fault_t		vm_fault_t
#else
#define avc_vm_fault_t		int
#endif

#if AVC_HAVE_VM_FAULT
/**
 * AVC_FAULT_ARGS() - the parameter list of a ->fault handler
 * @vmf: the name the handler gives its struct vm_fault pointer
 *
 * (struct vm_fault *vmf) from 4.11; (struct vm_area_struct *avc_fault_vma,
 * struct vm_fault *vmf) before.  Reach the vma with avc_vmf_vma().
 */
#if AVC_HAVE_FAULT_VMF_ONLY
#define AVC_FAULT_ARGS(vmf)	struct vm_fault *vmf
#else
#define AVC_FAULT_ARGS(vmf)	struct vm_area_struct *avc_fault_vma, \
				struct vm_fault *vmf
#endif

#if AVC_HAVE_VMF_ADDRESS
/**
 * avc_vmf_vma() - the vma of a fault, inside an AVC_FAULT_ARGS() handler
 * @vmf: the handler's struct vm_fault pointer
 */
#define avc_vmf_vma(vmf)	((vmf)->vma)
/**
 * avc_vmf_address() - the faulting user address, as unsigned long
 * @vmf: the handler's struct vm_fault pointer
 *
 * vmf->address from 4.10, vmf->virtual_address (a __user pointer) before.
 */
#define avc_vmf_address(vmf)	((vmf)->address)
#else
#define avc_vmf_vma(vmf)	((void)(vmf), avc_fault_vma)
#define avc_vmf_address(vmf)	((unsigned long)(vmf)->virtual_address)
#endif
#endif /* AVC_HAVE_VM_FAULT */

#if AVC_HAVE_VM_FAULT	/* VM_FAULT_NOPAGE and ->fault: 2.6.23 */
/**
 * avc_vmf_error() - the fault code for an insert primitive's errno
 * @err: 0 or what vm_insert_page()/vm_insert_pfn() returned
 *
 * As the kernel's own vmf_insert_*() wrappers: -ENOMEM is out of memory,
 * -EBUSY means someone else mapped the page already, other errors SIGBUS.
 *
 * Return: VM_FAULT_NOPAGE (the page is mapped), VM_FAULT_OOM or
 * VM_FAULT_SIGBUS.
 */
static inline avc_vm_fault_t avc_vmf_error(int err)
{
	if (err == -ENOMEM)
		return VM_FAULT_OOM;
	if (err < 0 && err != -EBUSY)
		return VM_FAULT_SIGBUS;
	return VM_FAULT_NOPAGE;
}

#if AVC_HAVE_VM_FAULT_T || AVC_HAVE_VM_INSERT_PFN
/**
 * avc_vmf_insert_pfn() - map one frame from a fault handler
 * @vma: the faulting vma; it must have VM_PFNMAP (or VM_MIXEDMAP) set
 * @addr: the user address, avc_vmf_address()
 * @pfn: the frame
 *
 * vmf_insert_pfn() from 4.17, vm_insert_pfn() (2.6.21-4.19) with its errno
 * turned into a fault code before.
 *
 * Return: VM_FAULT_NOPAGE on success, else VM_FAULT_OOM or VM_FAULT_SIGBUS.
 */
static inline avc_vm_fault_t avc_vmf_insert_pfn(struct vm_area_struct *vma,
						unsigned long addr,
						avc_pfn_t pfn)
{
#if AVC_HAVE_VM_FAULT_T
	return vmf_insert_pfn(vma, addr, avc_pfn_val(pfn));
#else
	return avc_vmf_error(vm_insert_pfn(vma, addr, avc_pfn_val(pfn)));
#endif
}
#endif

#if AVC_HAVE_VM_INSERT_PAGE
/**
 * avc_vmf_insert_page() - map one page from a fault handler
 * @vma: the faulting vma; it must have VM_MIXEDMAP set (from ->mmap)
 * @addr: the user address, avc_vmf_address()
 * @page: the page, e.g. vmalloc_to_page() of a buffer address
 *
 * vmf_insert_page() from 4.17, vm_insert_page() before.
 *
 * Return: VM_FAULT_NOPAGE on success, else VM_FAULT_OOM or VM_FAULT_SIGBUS.
 */
static inline avc_vm_fault_t avc_vmf_insert_page(struct vm_area_struct *vma,
						 unsigned long addr,
						 struct page *page)
{
#if AVC_HAVE_VM_FAULT_T
	return vmf_insert_page(vma, addr, page);
#else
	return avc_vmf_error(vm_insert_page(vma, addr, page));
#endif
}
#endif
#endif /* AVC_HAVE_VM_FAULT */

/**
 * AVC_DEFINE_FAULT_PAGE() - define a fault handler from a page lookup
 * @name: the handler to define; install it with AVC_VM_OPS_FAULT(@name)
 * @lookup: struct page *lookup(struct vm_area_struct *vma,
 *	unsigned long address), returning the page to map or NULL (SIGBUS)
 *
 * Defines ->fault (2.6.23+: takes a page reference and hands the page to
 * the core in vmf->page) or ->nopage (before: returns the referenced
 * page, NOPAGE_SIGBUS if none), whichever the kernel calls.
 */
#if AVC_HAVE_VM_FAULT
#define AVC_DEFINE_FAULT_PAGE(name, lookup)				\
static avc_vm_fault_t name(AVC_FAULT_ARGS(vmf))				\
{									\
	struct page *page = lookup(avc_vmf_vma(vmf),			\
				   avc_vmf_address(vmf));		\
									\
	if (!page)							\
		return VM_FAULT_SIGBUS;					\
	get_page(page);							\
	vmf->page = page;						\
	return 0;							\
}
#elif AVC_HAVE_NOPAGE_TYPE
#define AVC_DEFINE_FAULT_PAGE(name, lookup)				\
static struct page *name(struct vm_area_struct *vma,			\
			 unsigned long address, int *type)		\
{									\
	struct page *page = lookup(vma, address & PAGE_MASK);		\
									\
	if (!page)							\
		return NOPAGE_SIGBUS;					\
	get_page(page);							\
	if (type)							\
		*type = VM_FAULT_MINOR;					\
	return page;							\
}
#else
#define AVC_DEFINE_FAULT_PAGE(name, lookup)				\
static struct page *name(struct vm_area_struct *vma,			\
			 unsigned long address, int write_access)	\
{									\
	struct page *page = lookup(vma, address & PAGE_MASK);		\
									\
	if (!page)							\
		return NOPAGE_SIGBUS;					\
	get_page(page);							\
	return page;							\
}
#endif

/**
 * AVC_VM_OPS_FAULT() - the vm_operations_struct member for a handler
 * @name: a handler from AVC_DEFINE_FAULT_PAGE() or AVC_FAULT_ARGS()
 *
 * ".fault = @name" from 2.6.23, ".nopage = @name" before.
 */
#if AVC_HAVE_VM_FAULT
#define AVC_VM_OPS_FAULT(name)	.fault = (name)
#else
#define AVC_VM_OPS_FAULT(name)	.nopage = (name)
#endif

#endif /* _AVCOMPAT_FAULT_H */
