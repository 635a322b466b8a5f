// SPDX-License-Identifier: GPL-2.0
/* A 2.6 ->nopage handler cannot be installed as today's ->fault. */
/* expect: incompatible pointer type */
#include <linux/mm.h>
#include <avcompat/fault.h>

#ifdef NEG_CONTROL
static struct page *lookup(struct vm_area_struct *vma, unsigned long addr)
{
	return NULL;
}

AVC_DEFINE_FAULT_PAGE(my_fault, lookup);
#else
static struct page *my_fault(struct vm_area_struct *vma, unsigned long addr,
			     int *type)
{
	return NULL;
}
#endif

const struct vm_operations_struct my_vm_ops = {
	AVC_VM_OPS_FAULT(my_fault),
};
