# classes: 9
"""Prompt lookup decoding for input-grounded summarisation (n-gram drafts copied from the document)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_NAME = "Qwen/Qwen2.5-0.5B-Instruct"

DOCUMENT = (
    "The city council met on Tuesday to discuss the new bicycle lanes. The council approved "
    "the bicycle lanes on Main Street and asked the transport office to report on the bicycle "
    "lanes near the school before the next meeting."
)


def summarize(model, tokenizer, document, lookup_tokens=10, max_new_tokens=16):
    messages = [
        {"role": "system", "content": "Summarise the user's text in one sentence."},
        {"role": "user", "content": document},
    ]
    prompt = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    model_inputs = tokenizer([prompt], return_tensors="pt")
    generated = model.generate(
        **model_inputs,
        prompt_lookup_num_tokens=lookup_tokens,
        max_new_tokens=max_new_tokens,
        do_sample=False,
    )
    new_tokens = generated[0, model_inputs.input_ids.shape[1]:]
    return tokenizer.decode(new_tokens, skip_special_tokens=True)


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
    model = AutoModelForCausalLM.from_pretrained(MODEL_NAME, torch_dtype=torch.float32)
    model.eval()
    print(summarize(model, tokenizer, DOCUMENT))
    print(summarize(model, tokenizer, DOCUMENT, lookup_tokens=3))


if __name__ == "__main__":
    main()
