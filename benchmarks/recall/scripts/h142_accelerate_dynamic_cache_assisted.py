# classes: 8
"""An accelerate inference script that names its cache implementation explicitly ("dynamic", the
default, written out for the record) and decodes with a draft model."""
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer

GEN = {"cache_implementation": "dynamic", "max_new_tokens": 6}

accelerator = Accelerator(cpu=True)
tok = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
model = accelerator.prepare(AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium"))
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

enc = tok("The weather in Paris today is", return_tensors="pt")
out = accelerator.unwrap_model(model).generate(**enc, assistant_model=draft, **GEN)
accelerator.print(tok.decode(out[0], skip_special_tokens=True))
