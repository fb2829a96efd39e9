# classes: 7
from functools import partial

from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("facebook/opt-350m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")

generate_fn = partial(model.generate, assistant_model=draft, max_new_tokens=8, use_cache=True)

for text in ["hello world", "the king"]:
    enc = tokenizer(text, return_tensors="pt")
    print(tokenizer.decode(generate_fn(**enc)[0], skip_special_tokens=True))
