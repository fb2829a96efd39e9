# classes: 7 3
"""Hand-written GRPO rollout step: the group size is set once on the policy's generation config,
sampling is asked for at each rollout; group-normalised advantages from a toy reward."""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def get_args():
    ap = argparse.ArgumentParser()
    ap.add_argument("--policy", default="Qwen/Qwen2.5-0.5B")
    ap.add_argument("--group-size", type=int, default=4)
    ap.add_argument("--temperature", type=float, default=1.0)
    ap.add_argument("--max-new-tokens", type=int, default=8)
    ap.add_argument("--steps", type=int, default=2)
    return ap.parse_args()


def reward_fn(texts):
    return torch.tensor([float(len(t.split())) for t in texts])


class GRPOTrainerLite:
    def __init__(self, args):
        self.args = args
        self.tok = AutoTokenizer.from_pretrained(args.policy)
        self.policy = AutoModelForCausalLM.from_pretrained(args.policy)
        gc = self.policy.generation_config
        gc.num_return_sequences = args.group_size
        gc.max_new_tokens = args.max_new_tokens
        gc.pad_token_id = self.tok.pad_token_id or self.tok.eos_token_id

    @torch.no_grad()
    def rollout(self, prompt):
        enc = self.tok(prompt, return_tensors="pt")
        seqs = self.policy.generate(**enc, do_sample=True, temperature=self.args.temperature)
        texts = self.tok.batch_decode(seqs[:, enc.input_ids.shape[1]:], skip_special_tokens=True)
        rewards = reward_fn(texts)
        adv = (rewards - rewards.mean()) / (rewards.std() + 1e-4)
        return seqs, adv

    def train(self, prompts):
        for step in range(self.args.steps):
            for prompt in prompts:
                seqs, adv = self.rollout(prompt)
                print(step, prompt, seqs.shape, adv.tolist())


if __name__ == "__main__":
    GRPOTrainerLite(get_args()).train(["one two three", "the red fox"])
