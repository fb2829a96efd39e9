# classes: 2
# Build the beam-width ladder once, check each config strictly, then decode.
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")

ladder = [GenerationConfig(max_new_tokens=4, num_beams=w, num_return_sequences=w) for w in (1, 2, 4)]
for cfg in ladder:
    cfg.decoder_start_token_id = model.config.decoder_start_token_id
    cfg.validate(strict=True)

batch = tok(["translate English to German: Good morning"], return_tensors="pt")
for cfg in ladder:
    print(cfg.num_beams, model.generate(**batch, generation_config=cfg).shape)
