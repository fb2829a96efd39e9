# classes: 2
"""Sweep a handful of GenerationConfig presets with speculative decoding switched on."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
target = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
drafter = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

PRESETS = [
    GenerationConfig(max_new_tokens=8, do_sample=False),
    GenerationConfig(max_new_tokens=8, do_sample=True, top_k=20, temperature=0.9),
    # diversity preset used by the reranker: 3 candidates per prompt
    GenerationConfig(max_new_tokens=8, do_sample=True, top_p=0.95, num_return_sequences=3),
]


def run(prompt: str) -> None:
    batch = tokenizer(prompt, return_tensors="pt")
    for i, preset in enumerate(PRESETS):
        sequences = target.generate(**batch, generation_config=preset, assistant_model=drafter)
        for seq in sequences:
            print(i, tokenizer.decode(seq, skip_special_tokens=True))


if __name__ == "__main__":
    run("tell me a story about a queen")
