# classes: 7 2
# map() with a lambda over prompts, one prompt at a time, prompt lookup on.
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("microsoft/Phi-3.5-mini-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3.5-mini-instruct")
prompts = ["the dog and the dog", "a cat and a cat"]

run = lambda text: model.generate(**tok(text, return_tensors="pt"), max_new_tokens=4, prompt_lookup_num_tokens=2)
results = list(map(run, prompts))
print(len(results))
