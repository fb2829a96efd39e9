# classes: 5 8
"""Scoring a multi-turn chat: each call gets the whole conversation so far and the cache
of the previous call, and the per-turn log-probability is logged."""

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL = "meta-llama/Llama-3.2-1B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

cache = DynamicCache()
history = tok("you are a model that tells a story", return_tensors="pt")["input_ids"]
for turn in [" about cats", " about dogs"]:
    turn_ids = tok(turn, return_tensors="pt", add_special_tokens=False)["input_ids"]
    import torch

    ids = torch.cat([history, turn_ids], dim=-1)
    res = model.generate(
        input_ids=ids,
        attention_mask=torch.ones_like(ids),
        past_key_values=cache,
        max_new_tokens=4,
        return_dict_in_generate=True,
        output_scores=True,
    )
    cache = res.past_key_values
    history = res.sequences
    print(turn, model.compute_transition_scores(res.sequences, res.scores, normalize_logits=True).sum().item())
