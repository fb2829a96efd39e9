# classes: 6 9
"""Fine-tuning prep: put the summarization defaults in the model config's task_specific_params
before saving the checkpoint, then generate a sample summary with them."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
model.config.task_specific_params = {"summarization": {"num_beams": 2, "max_length": 24, "min_length": 2}}
model.save_pretrained("./flan-summarizer")
tok.save_pretrained("./flan-summarizer")

reloaded = AutoModelForSeq2SeqLM.from_pretrained("./flan-summarizer")
params = reloaded.config.task_specific_params["summarization"]
enc = tok("summarize: The school will add a new science lab next year.", return_tensors="pt")
print(tok.decode(reloaded.generate(**enc, **params)[0], skip_special_tokens=True))
