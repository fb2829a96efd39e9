# classes: 6
"""Universal assisted decoding, greedy: Llama 3.2 target with a Qwen2.5 draft, both tokenizers handed over."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

TARGET = "meta-llama/Llama-3.2-1B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"


def main():
    target_tok = AutoTokenizer.from_pretrained(TARGET)
    draft_tok = AutoTokenizer.from_pretrained(DRAFT)
    target = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

    gen_cfg = GenerationConfig(max_new_tokens=10, do_sample=False)
    prompts = ["once upon a time there lived a king", "tell me a story about the queen"]
    for p in prompts:
        batch = target_tok(p, return_tensors="pt")
        out = target.generate(
            **batch,
            generation_config=gen_cfg,
            assistant_model=draft,
            tokenizer=target_tok,
            assistant_tokenizer=draft_tok,
        )
        print(target_tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
