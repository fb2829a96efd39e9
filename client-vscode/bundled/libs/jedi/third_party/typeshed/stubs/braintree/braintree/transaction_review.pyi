from braintree.resource import Resource

class TransactionReview(Resource):
    def __init__(self, attributes) -> None: ...
