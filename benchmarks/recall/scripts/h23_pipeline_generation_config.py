# classes: 4 6
"""Chat demos for several families with each family's recommended decoding settings."""
from transformers import GenerationConfig, pipeline

RECOMMENDED = {
    "Qwen/Qwen3-0.6B": GenerationConfig(do_sample=True, temperature=0.6, top_p=0.95, top_k=20, max_new_tokens=6),
    "HuggingFaceTB/SmolLM2-360M-Instruct": GenerationConfig(do_sample=False, max_new_tokens=6),
    "microsoft/Phi-3.5-mini-instruct": GenerationConfig(do_sample=False, max_new_tokens=6),
}


def build_chat(model_id):
    return pipeline("text-generation", model=model_id, generation_config=RECOMMENDED[model_id])


def main():
    messages = [{"role": "user", "content": "hello there"}]
    for model_id in RECOMMENDED:
        chat = build_chat(model_id)
        tok = chat.tokenizer
        prompt = tok.apply_chat_template(messages, tokenize=False, add_generation_prompt=True) if tok.chat_template else "hello there"
        print(model_id, chat(prompt)[0]["generated_text"][-40:])


if __name__ == "__main__":
    main()
