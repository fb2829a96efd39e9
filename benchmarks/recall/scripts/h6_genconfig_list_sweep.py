"""Sweep the number of draft tokens for Llama-2-13b-chat with a Llama-2-7b-chat assistant."""
# classes: 2 5

import time

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

CONFIGS = [
    GenerationConfig(max_new_tokens=6, num_assistant_tokens=k, num_assistant_tokens_schedule="constant")
    for k in (2, 4, 8)
]


def main():
    tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-13b-chat-hf")
    model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-13b-chat-hf")
    assistant = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
    enc = tok("tell me a story about the king", return_tensors="pt")
    for cfg in CONFIGS:
        t0 = time.time()
        out = model.generate(**enc, generation_config=cfg, assistant_model=assistant)
        print(cfg.num_assistant_tokens, f"{time.time() - t0:.3f}s", tok.decode(out[0]))


if __name__ == "__main__":
    main()
