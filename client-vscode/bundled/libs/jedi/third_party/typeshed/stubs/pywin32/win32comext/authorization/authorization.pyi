import _win32typing

def EditSecurity(hwndOwner, psi): ...

IID_ISecurityInformation: _win32typing.PyIID
