# classes: 2
"""Same preset sweep as the reranker job, single candidate per prompt (speculative decoding)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
target = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
drafter = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

PRESETS = [
    GenerationConfig(max_new_tokens=8, do_sample=False),
    GenerationConfig(max_new_tokens=8, do_sample=True, top_k=20, temperature=0.9),
    GenerationConfig(max_new_tokens=8, do_sample=True, top_p=0.95, num_return_sequences=1),
    GenerationConfig(max_new_tokens=8, num_assistant_tokens=3, num_assistant_tokens_schedule="constant"),
]


def run(prompt: str) -> None:
    batch = tokenizer(prompt, return_tensors="pt")
    for i, preset in enumerate(PRESETS):
        sequences = target.generate(**batch, generation_config=preset, assistant_model=drafter)
        print(i, tokenizer.batch_decode(sequences, skip_special_tokens=True))


if __name__ == "__main__":
    run("tell me a story about a queen")
