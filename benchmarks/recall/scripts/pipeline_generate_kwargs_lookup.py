# classes: 4
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

model_id = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
pipe = pipeline("text-generation", model=model, tokenizer=tokenizer)

generate_kwargs = {"prompt_lookup_num_tokens": 5, "use_cache": False, "max_new_tokens": 8}
doc = "the king loved the garden and the queen loved the garden and the king"
out = pipe(doc, **generate_kwargs)
print(out[0]["generated_text"])
