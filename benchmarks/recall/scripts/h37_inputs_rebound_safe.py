# classes: 7 1
"""`inputs` is re-bound: the batch is tokenized, then only the first row is kept.

A Stack Overflow answer's fix for "assisted generation only supports batch size 1":
slice the batch down and loop.
"""

from transformers import AutoModelForCausalLM, AutoTokenizer

name = "Qwen/Qwen2.5-1.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

prompts = ["Hello, my name is", "The weather today is"]
inputs = tokenizer(prompts, return_tensors="pt", padding=True)

for i in range(len(prompts)):
    row = {k: v[i : i + 1] for k, v in inputs.items()}
    inputs_one = row
    out = model.generate(**inputs_one, assistant_model=draft, max_new_tokens=5)
    print(tokenizer.decode(out[0], skip_special_tokens=True))

inputs = inputs["input_ids"][:1]
out = model.generate(inputs, assistant_model=draft, max_new_tokens=5)
print(tokenizer.decode(out[0], skip_special_tokens=True))
