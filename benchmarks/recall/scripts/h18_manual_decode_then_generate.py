# classes: 5 7
"""Token-by-token streaming for the first reply (a manual forward loop), then generate for the
follow-up turns, continuing from the cache the forward loop built."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
follow_up_config = GenerationConfig(max_new_tokens=5, cache_implementation="static", do_sample=False)


def first_reply(text, steps=4):
    ids = tok.apply_chat_template([{"role": "user", "content": text}], add_generation_prompt=True, return_tensors="pt", return_dict=True)["input_ids"]
    past = None
    with torch.no_grad():
        for _ in range(steps):
            out = model(input_ids=ids if past is None else ids[:, -1:], past_key_values=past, use_cache=True)
            past = out.past_key_values
            ids = torch.cat([ids, out.logits[:, -1:].argmax(-1)], dim=-1)
    return ids, past


ids, past = first_reply("tell me a story")
for follow_up in ["go on", "the end"]:
    extra = tok(" " + follow_up, return_tensors="pt", add_special_tokens=False)["input_ids"]
    ids = torch.cat([ids, extra], dim=-1)
    res = model.generate(ids, attention_mask=torch.ones_like(ids), past_key_values=past, generation_config=follow_up_config, return_dict_in_generate=True)
    ids, past = res.sequences, res.past_key_values
    print(tok.decode(ids[0], skip_special_tokens=True))
