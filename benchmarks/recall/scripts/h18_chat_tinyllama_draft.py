# classes: 7 6
"""Chat loop with a draft model that joins from the second turn; the history is carried between
turns as token ids together with the cache."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

USER_TURNS = ["hello", "tell me about the river", "thanks"]

ids = None
past = None
for n, text in enumerate(USER_TURNS):
    new = tok.apply_chat_template([{"role": "user", "content": text}], add_generation_prompt=True, return_tensors="pt", return_dict=True)["input_ids"]
    ids = new if ids is None else torch.cat([ids, new], dim=-1)
    kwargs = {"max_new_tokens": 5, "return_dict_in_generate": True}
    if n:
        kwargs["assistant_model"] = draft
    out = model.generate(ids, attention_mask=torch.ones_like(ids), past_key_values=past, **kwargs)
    past, ids = out.past_key_values, out.sequences
    print(tok.decode(out.sequences[0, -5:], skip_special_tokens=True))
