# classes: 7
"""GRPO-style rollouts with one GenerationConfig object (sampling and group size together) and a frozen reference
model for the KL term."""
import copy

import torch
import torch.nn.functional as F
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

POLICY = "HuggingFaceTB/SmolLM2-135M-Instruct"
GROUP = 4


def seq_logprobs(model, seqs, start):
    logits = model(seqs).logits[:, start - 1:-1]
    return torch.gather(F.log_softmax(logits, -1), 2, seqs[:, start:, None]).squeeze(-1)


def main():
    tok = AutoTokenizer.from_pretrained(POLICY)
    policy = AutoModelForCausalLM.from_pretrained(POLICY)
    ref = copy.deepcopy(policy).eval()
    for p in ref.parameters():
        p.requires_grad_(False)
    rollout_cfg = GenerationConfig(
        do_sample=True,
        temperature=0.9,
        top_p=1.0,
        num_return_sequences=GROUP,
        max_new_tokens=8,
        pad_token_id=tok.pad_token_id,
        eos_token_id=tok.eos_token_id,
    )
    optimizer = torch.optim.AdamW(policy.parameters(), lr=1e-5)
    for prompt in ["tell me a story", "the lazy dog"]:
        enc = tok(prompt, return_tensors="pt")
        with torch.no_grad():
            seqs = policy.generate(**enc, generation_config=rollout_cfg)
        start = enc.input_ids.shape[1]
        rewards = torch.tensor([float(len(set(s.tolist()))) for s in seqs[:, start:]])
        adv = (rewards - rewards.mean()) / (rewards.std() + 1e-4)
        logp = seq_logprobs(policy, seqs, start)
        with torch.no_grad():
            ref_logp = seq_logprobs(ref, seqs, start)
        kl = (logp - ref_logp).mean()
        loss = -(adv[:, None] * logp).mean() + 0.04 * kl
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        print(prompt, float(loss))


if __name__ == "__main__":
    main()
