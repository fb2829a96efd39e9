"""Pin the cache to 'dynamic' on the model's generation config while drafting with SmolLM-135M."""
# classes: 5 8

from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "HuggingFaceTB/SmolLM-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM-135M"

GEN = dict(max_new_tokens=6, do_sample=False)

tokenizer = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
# make the cache choice explicit so that nobody's defaults change it under us
target.generation_config.cache_implementation = "dynamic"

inputs = tokenizer("the lazy dog was", return_tensors="pt")
result = target.generate(**inputs, assistant_model=draft, **GEN)
print(tokenizer.decode(result[0]))
