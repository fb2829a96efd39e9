"""Chat with SmolLM2-1.7B-Instruct through a pipeline, drafting with a loaded SmolLM2-360M-Instruct."""
# classes: 4

from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

MAIN = "HuggingFaceTB/SmolLM2-1.7B-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-360M-Instruct"


def main():
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    chat = pipeline("text-generation", model=MAIN, assistant_model=draft)
    conversation = [
        {"role": "system", "content": "you are a model"},
        {"role": "user", "content": "tell me a story about the garden"},
    ]
    out = chat(conversation, max_new_tokens=6, do_sample=False)
    print(out[0]["generated_text"][-1]["content"])


if __name__ == "__main__":
    main()
