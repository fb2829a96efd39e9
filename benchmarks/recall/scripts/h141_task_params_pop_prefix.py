# classes: 6 8
"""Summarise with T5 using t5-small's task_specific_params (copied from its config.json): the
prefix is popped and prepended, the rest goes to generate; max/min length shortened."""
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
prefix = params.pop("prefix")
params.update(max_length=24, min_length=4)
enc = tok(prefix + "The committee approved the new park after months of debate.", return_tensors="pt")
print(tok.decode(model.generate(**enc, **params)[0], skip_special_tokens=True))
