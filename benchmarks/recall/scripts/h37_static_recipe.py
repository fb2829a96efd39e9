# classes: 8 5
"""torch.compile recipe from the docs, with speculative decoding bolted on.

The "static cache + compile" snippet sets generation_config.cache_implementation to
"static"; later the same model got a draft to go even faster.
"""

from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "google/gemma-2-2b"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)

# from the docs: static cache so torch.compile does not recompile
model.generation_config.cache_implementation = "static"
model.generation_config.max_new_tokens = 6
# model.forward = torch.compile(model.forward, mode="reduce-overhead", fullgraph=True)

inputs = tokenizer("The theory of special relativity states ", return_tensors="pt")
print(tokenizer.decode(model.generate(**inputs)[0]))

# faster still: assisted generation with a smaller draft from the same family
assistant = AutoModelForCausalLM.from_pretrained("google/gemma-2b")
outputs = model.generate(**inputs, assistant_model=assistant)
print(tokenizer.decode(outputs[0], skip_special_tokens=True))
