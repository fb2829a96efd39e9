from django.dispatch import Signal

post_export: Signal
post_import: Signal
