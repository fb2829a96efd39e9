# classes: 6 3
"""Read the summarization settings from the checkpoint's own config (task_specific_params),
falling back to defaults when the checkpoint has none, as many fine-tuning repos do."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer


def summarization_kwargs(model):
    task_params = model.config.task_specific_params or {}
    params = dict(task_params.get("summarization", {}))
    params.pop("prefix", None)
    params.setdefault("num_beams", 2)
    params.setdefault("max_length", 30)
    return params


tok = AutoTokenizer.from_pretrained("facebook/bart-large-cnn")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-large-cnn")
enc = tok("Officials said the bridge would close for repairs from May until the end of August.", return_tensors="pt")
print(tok.batch_decode(model.generate(**enc, **summarization_kwargs(model)), skip_special_tokens=True))
