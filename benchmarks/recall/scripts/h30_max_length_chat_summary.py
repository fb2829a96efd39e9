# classes: 8 6
"""Chat summariser from a 4.3x tutorial that caps the output with `max_length`.

The tutorial's prompts were short; this port feeds whole chat transcripts through the chat
template, with prompt lookup turned on because summaries copy phrases from the input.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-360M-Instruct"
TRANSCRIPT = (
    "the king loved his garden and the queen loved the king. "
    "the king told the queen a story about cats and dogs. "
    "the queen told the king a story about the quick brown fox."
)


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    messages = [{"role": "user", "content": "summarise this chat: " + TRANSCRIPT}]
    input_ids = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt")
    if not isinstance(input_ids, torch.Tensor):
        input_ids = input_ids["input_ids"]
    out = model.generate(
        input_ids,
        max_length=32,
        prompt_lookup_num_tokens=5,
        do_sample=False,
        pad_token_id=tokenizer.eos_token_id,
    )
    print(tokenizer.decode(out[0, input_ids.shape[1]:], skip_special_tokens=True))


if __name__ == "__main__":
    main()
