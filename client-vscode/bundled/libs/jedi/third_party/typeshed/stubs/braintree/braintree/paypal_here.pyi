from braintree.resource import Resource

class PayPalHere(Resource):
    def __init__(self, gateway, attributes) -> None: ...
