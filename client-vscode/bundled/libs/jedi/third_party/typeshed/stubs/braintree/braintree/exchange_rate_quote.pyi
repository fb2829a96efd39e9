from braintree.attribute_getter import AttributeGetter

class ExchangeRateQuote(AttributeGetter):
    def __init__(self, attributes) -> None: ...
