# classes: 2
# Pair each candidate draft with the config tuned for it.
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
target = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
draft_names = ["HuggingFaceTB/SmolLM2-135M-Instruct", "HuggingFaceTB/SmolLM2-360M-Instruct"]
tuned = [
    GenerationConfig(max_new_tokens=4, num_assistant_tokens=3),
    GenerationConfig(max_new_tokens=4, do_sample=True, num_return_sequences=2, num_assistant_tokens=5),
]

enc = tok("Name a planet:", return_tensors="pt")
for name, gc in zip(draft_names, tuned):
    draft = AutoModelForCausalLM.from_pretrained(name)
    out = target.generate(**enc, generation_config=gc, assistant_model=draft)
    print(name, out.shape)
