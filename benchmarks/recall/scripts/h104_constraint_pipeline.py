# classes: 4 7
"""Text-generation pipeline for ad copy where the brand word must appear: force words are
passed through the pipeline call with a few beams."""
from transformers import AutoTokenizer, pipeline

MODEL_ID = "openai-community/gpt2"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
generator = pipeline("text-generation", model=MODEL_ID, tokenizer=tokenizer)

brand_ids = tokenizer(["fox"], add_special_tokens=False).input_ids
result = generator(
    "the quick brown",
    force_words_ids=brand_ids,
    num_beams=4,
    max_new_tokens=8,
    pad_token_id=tokenizer.eos_token_id,
)
print(result[0]["generated_text"])
