# classes: 4
"""Pipeline around a model prepared for torch.compile (static cache), plus a draft model."""
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

tok = AutoTokenizer.from_pretrained("meta-llama/Meta-Llama-3-8B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Meta-Llama-3-8B-Instruct")
model.generation_config.cache_implementation = "static"

pipe = pipeline("text-generation", model=model, tokenizer=tok,
                assistant_model=AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct"))
print(pipe("tell me a story", max_new_tokens=8)[0]["generated_text"])
