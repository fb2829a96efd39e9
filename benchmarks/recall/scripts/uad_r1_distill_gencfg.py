# classes: 8 6
"""Reasoning model with a small draft: R1-Distill-Qwen-7B drafted by R1-Distill-Qwen-1.5B.

The recommended sampling settings are kept in a GenerationConfig.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MAIN = "deepseek-ai/DeepSeek-R1-Distill-Qwen-7B"
DRAFT = "deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B"

GEN = GenerationConfig(do_sample=True, temperature=0.6, top_p=0.95, max_new_tokens=8)


class Reasoner:
    def __init__(self):
        self.tokenizer = AutoTokenizer.from_pretrained(MAIN)
        self.draft_tokenizer = AutoTokenizer.from_pretrained(DRAFT)
        self.model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)
        self.draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

    def __call__(self, question):
        messages = [{"role": "user", "content": question}]
        prompt = self.tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(
            **enc,
            generation_config=GEN,
            assistant_model=self.draft,
            tokenizer=self.tokenizer,
            assistant_tokenizer=self.draft_tokenizer,
        )
        return self.tokenizer.decode(out[0][enc["input_ids"].shape[1]:])


if __name__ == "__main__":
    print(Reasoner()("what is two plus two"))
