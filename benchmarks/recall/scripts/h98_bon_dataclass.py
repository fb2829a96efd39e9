# classes: 3 7
"""Best-of-n sampling for a reward-ranked SFT set: n candidates per prompt, scored by a toy reward, best kept."""
from dataclasses import dataclass, field

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


@dataclass
class BoNConfig:
    policy: str = "HuggingFaceTB/SmolLM2-135M-Instruct"
    n: int = 4
    temperature: float = 0.8
    top_p: float = 0.95
    max_new_tokens: int = 8
    prompts: list = field(default_factory=lambda: ["tell me a story about cats", "the quick brown fox"])

    def generation_config(self, tokenizer):
        return GenerationConfig(
            num_return_sequences=self.n,
            temperature=self.temperature,
            top_p=self.top_p,
            max_new_tokens=self.max_new_tokens,
            pad_token_id=tokenizer.pad_token_id,
            eos_token_id=tokenizer.eos_token_id,
        )


def toy_reward(text: str) -> float:
    words = text.split()
    return len(set(words)) / (1 + len(words))


def best_of_n(model, tokenizer, prompt, gen_config):
    inputs = tokenizer(prompt, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**inputs, generation_config=gen_config)
    completions = tokenizer.batch_decode(out[:, inputs["input_ids"].shape[1]:], skip_special_tokens=True)
    scored = sorted(((toy_reward(c), c) for c in completions), reverse=True)
    return scored[0]


def main():
    cfg = BoNConfig()
    tokenizer = AutoTokenizer.from_pretrained(cfg.policy)
    model = AutoModelForCausalLM.from_pretrained(cfg.policy)
    gen_config = cfg.generation_config(tokenizer)
    dataset = []
    for prompt in cfg.prompts:
        score, best = best_of_n(model, tokenizer, prompt, gen_config)
        dataset.append({"prompt": prompt, "completion": best, "reward": score})
    print(dataset)


if __name__ == "__main__":
    main()
