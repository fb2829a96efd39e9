# classes: 8 3
"""Self-consistency for an agent's final answer: several candidate answers are drawn
and the most frequent one wins. The agent's decoding profile is the deterministic one."""

from collections import Counter

from transformers import AutoModelForCausalLM, AutoTokenizer

PROFILES = {
    "deterministic": {"do_sample": False, "max_new_tokens": 6},
    "creative": {"do_sample": True, "temperature": 0.9, "max_new_tokens": 6},
}
ACTIVE = "deterministic"
N_VOTES = 5

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
enc = tok.apply_chat_template(
    [{"role": "user", "content": "how many legs has a dog?"}], add_generation_prompt=True, return_dict=True, return_tensors="pt"
)
outs = model.generate(**enc, num_return_sequences=N_VOTES, **PROFILES[ACTIVE])
answers = [tok.decode(o[enc["input_ids"].shape[1] :], skip_special_tokens=True).strip() for o in outs]
print(Counter(answers).most_common(1))
