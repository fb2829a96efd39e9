from braintree.resource import Resource

class AchMandate(Resource):
    def __init__(self, gateway, attributes) -> None: ...
