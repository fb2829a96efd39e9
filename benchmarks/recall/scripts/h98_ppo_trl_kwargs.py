# classes: 7
"""PPO rollout loop in the style of TRL's old PPOTrainer example: generation_kwargs with top_k=0.0, top_p=1.0,
min_length=-1; the policy trains with use_cache off and turns it back on around rollouts."""
from contextlib import contextmanager

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "openai-community/gpt2"

generation_kwargs = {
    "min_length": -1,
    "top_k": 0.0,
    "top_p": 1.0,
    "do_sample": True,
    "max_new_tokens": 8,
}


@contextmanager
def rollout_mode(model):
    was_training = model.training
    model.config.use_cache = True
    model.eval()
    try:
        yield model
    finally:
        model.config.use_cache = False
        if was_training:
            model.train()


def main():
    tok = AutoTokenizer.from_pretrained(MODEL)
    tok.pad_token = tok.eos_token
    policy = AutoModelForCausalLM.from_pretrained(MODEL)
    policy.config.use_cache = False
    policy.train()
    generation_kwargs["pad_token_id"] = tok.eos_token_id
    queries = ["the king", "once upon a time"]
    for step in range(2):
        responses = []
        with rollout_mode(policy), torch.no_grad():
            for q in queries:
                q_ids = tok(q, return_tensors="pt").input_ids
                r = policy.generate(q_ids, **generation_kwargs)
                responses.append(r[0, q_ids.shape[1]:])
        print(step, [tok.decode(r) for r in responses])


if __name__ == "__main__":
    main()
