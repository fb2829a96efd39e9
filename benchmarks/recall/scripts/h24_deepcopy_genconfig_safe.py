# classes: 7 9
"""Long-document QA: a deep copy of the generation config is tuned, the cache stays on."""
import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_ID = "Qwen/Qwen2.5-0.5B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
assistant = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)

gen_cfg = copy.deepcopy(model.generation_config)
for field, value in {"max_new_tokens": 12, "do_sample": False, "temperature": None, "top_p": None, "top_k": None}.items():
    setattr(gen_cfg, field, value)
gen_cfg.num_assistant_tokens = 4

document = "The river Thames flows through London. " * 20
messages = [{"role": "user", "content": f"{document}\n\nWhich city does the river flow through?"}]
inputs = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)

with torch.no_grad():
    answer_ids = model.generate(**inputs, generation_config=gen_cfg, assistant_model=assistant)
print(tokenizer.decode(answer_ids[0, inputs["input_ids"].shape[-1]:], skip_special_tokens=True))
print("model config untouched:", model.generation_config.max_new_tokens)
