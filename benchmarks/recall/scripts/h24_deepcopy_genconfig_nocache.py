# classes: 7 9
"""Long-document QA: a private copy of the model's generation config is tuned for memory."""
import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_ID = "Qwen/Qwen2.5-0.5B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
assistant = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)


def low_memory_config(base):
    cfg = copy.deepcopy(base)
    cfg.max_new_tokens = 12
    cfg.do_sample = False
    cfg.temperature = None
    cfg.top_p = None
    cfg.top_k = None
    cfg.use_cache = False
    return cfg


document = "The river Thames flows through London. " * 20
question = "Which city does the river flow through?"
messages = [{"role": "user", "content": f"{document}\n\nQuestion: {question}"}]
inputs = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)

gen_cfg = low_memory_config(model.generation_config)
answer_ids = model.generate(**inputs, generation_config=gen_cfg, assistant_model=assistant)
print(tokenizer.decode(answer_ids[0, inputs["input_ids"].shape[-1]:], skip_special_tokens=True))
