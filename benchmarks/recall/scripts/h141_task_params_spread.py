# classes: 6 8
"""Summarise with T5 using the settings its hub config keeps under task_specific_params
(copied here from t5-small's config.json), spread straight into generate."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

T5_TASKS = {
    "summarization": {
        "early_stopping": True,
        "length_penalty": 2.0,
        "max_length": 200,
        "min_length": 30,
        "no_repeat_ngram_size": 3,
        "num_beams": 4,
        "prefix": "summarize: ",
    }
}

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
params = dict(T5_TASKS["summarization"])
text = params["prefix"] + "The committee approved the new park after months of public hearings and debate."
enc = tok(text, return_tensors="pt")
ids = model.generate(**enc, **params)
print(tok.decode(ids[0], skip_special_tokens=True))
