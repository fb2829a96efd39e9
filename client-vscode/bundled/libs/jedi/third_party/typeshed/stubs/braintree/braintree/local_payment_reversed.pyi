from braintree.resource import Resource

class LocalPaymentReversed(Resource):
    def __init__(self, gateway, attributes) -> None: ...
