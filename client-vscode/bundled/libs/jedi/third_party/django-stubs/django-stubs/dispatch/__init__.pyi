from django.dispatch.dispatcher import Signal as Signal, receiver as receiver
