# classes: 6 1
"""Translation settings from the model config's task_specific_params, read with getattr so that
configs without the attribute fall back to plain defaults."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
tasks = getattr(model.config, "task_specific_params", None) or {}
settings = dict(tasks.get("translation_en_to_de", {"prefix": "translate English to German: ", "max_length": 40}))
prefix = settings.pop("prefix", "")
enc = tok(prefix + "The house is wonderful.", return_tensors="pt")
print(tok.decode(model.generate(**enc, **settings)[0], skip_special_tokens=True))
