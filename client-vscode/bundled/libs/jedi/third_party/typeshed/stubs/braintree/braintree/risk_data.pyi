from braintree.attribute_getter import AttributeGetter

class RiskData(AttributeGetter):
    def __init__(self, attributes) -> None: ...
