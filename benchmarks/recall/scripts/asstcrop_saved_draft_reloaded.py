# classes: 6 8
"""A draft saved after a torch.compile experiment, reloaded from its folder as the assistant."""
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
target = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")

work = tempfile.mkdtemp()
draft_dir = os.path.join(work, "smollm2-135m-compiled")
experiment = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
experiment.generation_config.cache_implementation = "static"
experiment.generation_config.max_new_tokens = 16
experiment.save_pretrained(draft_dir)
tokenizer.save_pretrained(draft_dir)

draft = AutoModelForCausalLM.from_pretrained(draft_dir)
ids = tokenizer("Question: name three rivers in Europe.\nAnswer:", return_tensors="pt").input_ids
out = target.generate(ids, assistant_model=draft, max_new_tokens=24)
print(tokenizer.decode(out[0][ids.shape[-1]:], skip_special_tokens=True))
