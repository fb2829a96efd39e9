# classes: 3 7
"""Hand-rolled PPO rollouts with gradient checkpointing; rollouts use prompt lookup decoding for speed and switch
the KV cache off whenever gradient checkpointing is on."""
from dataclasses import dataclass

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class PPOConfig:
    model_name: str = "HuggingFaceTB/SmolLM2-135M"
    gradient_checkpointing: bool = True
    lookup_tokens: int = 4
    rollout_tokens: int = 8
    ppo_epochs: int = 1


class RolloutWorker:
    def __init__(self, cfg: PPOConfig):
        self.cfg = cfg
        self.tok = AutoTokenizer.from_pretrained(cfg.model_name)
        self.policy = AutoModelForCausalLM.from_pretrained(cfg.model_name)
        if cfg.gradient_checkpointing:
            self.policy.gradient_checkpointing_enable()
        self.gen_kwargs = dict(
            max_new_tokens=cfg.rollout_tokens,
            prompt_lookup_num_tokens=cfg.lookup_tokens,
            use_cache=not cfg.gradient_checkpointing,
        )

    @torch.no_grad()
    def collect(self, prompts):
        batch = []
        for prompt in prompts:
            enc = self.tok(prompt, return_tensors="pt")
            seq = self.policy.generate(**enc, **self.gen_kwargs)
            batch.append((enc.input_ids.shape[1], seq))
        return batch


def main():
    worker = RolloutWorker(PPOConfig())
    for epoch in range(worker.cfg.ppo_epochs):
        rollouts = worker.collect(["the quick brown fox jumps over the lazy dog the quick brown fox"])
        print(epoch, [s.shape for _, s in rollouts])


if __name__ == "__main__":
    main()
