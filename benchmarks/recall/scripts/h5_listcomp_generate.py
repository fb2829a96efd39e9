# classes: 2 7
# Several prompts, one generate each, collected with a comprehension.
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("microsoft/Phi-3.5-mini-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3.5-mini-instruct")
prompts = ["the dog and the dog", "a cat and a cat", "red blue red blue"]

encoded = [tok(p, return_tensors="pt") for p in prompts]
outputs = [
    model.generate(**e, max_new_tokens=4, do_sample=True, num_return_sequences=2, prompt_lookup_num_tokens=2)
    for e in encoded
]
print([o.shape for o in outputs])
