# classes: 7
"""GRPO rollouts where the policy's generation config is made to sample once (do_sample, temperature), and each
rollout asks for the group at the call."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

POLICY = "meta-llama/Llama-3.2-1B-Instruct"
GROUP_SIZE = 4


def prepare_policy(name):
    model = AutoModelForCausalLM.from_pretrained(name)
    model.generation_config.do_sample = True
    model.generation_config.temperature = 0.9
    model.generation_config.max_new_tokens = 8
    return model


def main():
    tok = AutoTokenizer.from_pretrained(POLICY)
    policy = prepare_policy(POLICY)
    for prompt in ["one two three", "the blue dog"]:
        enc = tok(prompt, return_tensors="pt")
        with torch.no_grad():
            seqs = policy.generate(**enc, num_return_sequences=GROUP_SIZE)
        rewards = torch.tensor([float(s.ne(tok.unk_token_id).sum()) for s in seqs])
        print(prompt, ((rewards - rewards.mean()) / (rewards.std() + 1e-6)).tolist())


if __name__ == "__main__":
    main()
